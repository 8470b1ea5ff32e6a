// A trainer's specialties as chips, one list named by `label`: the public trainers page and the
// back office's cards draw them alike. Nothing when there are none.
export function SpecialtyChips({ label, specialties }: { label: string; specialties: readonly string[] }) {
  if (specialties.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {specialties.map((specialty) => (
        <li
          key={specialty}
          className="rounded-full bg-secondary/10 px-2.5 py-0.5 text-xs font-semibold text-secondary ring-1 ring-secondary/20 ring-inset"
        >
          {specialty}
        </li>
      ))}
    </ul>
  );
}
