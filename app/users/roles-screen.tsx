export function RolesScreen(_props: unknown) {
  return null;
}
