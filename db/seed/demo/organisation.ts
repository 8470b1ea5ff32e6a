// The demo organisation's legal profile: what its legal notice prints (/mentions-legales) and
// its attendance sheets and certificates carry (the signature, the stamp), its head office (the
// Paris agency). Fictitious numbers in the formats French rules use. Inserted once, only when
// there is no profile yet: an admin's changes are never overwritten.
import { organisation_profile } from "#db/schema";
import type { Tx } from "~/server/db.server";

export async function seedOrganisation(tx: Tx, options: { headOfficeId: string | null }) {
  await tx
    .insert(organisation_profile)
    .values({
      singleton: true,
      legal_name: "Formatio SAS",
      legal_form: "SAS",
      share_capital: "50 000 €",
      address: "18 rue de la Paix\nBâtiment B, 3e étage\n75002 Paris, France",
      registration_number: "912 345 678 00021",
      trade_register: "RCS Paris 912 345 678",
      vat_number: "FR 45 912345678",
      legal_representative: "Claire Dubois, présidente",
      training_declaration_number: "11 75 65432 75",
      training_declaration_region: "Île-de-France",
      qualiopi_number: "QUA-2024-0187",
      qualiopi_certifier: "CertiQual International",
      qualiopi_date: "2024-03-14",
      publication_director: "Claire Dubois",
      host_name: "OVH SAS",
      host_address: "2 rue Kellermann\n59100 Roubaix, France",
      host_contact: "+33 9 72 10 10 07 · www.ovhcloud.com",
      accessibility_referent_name: "Nadia Benali",
      accessibility_referent_email: "accessibilite@formatio-demo.com",
      accessibility_referent_phone: "+33 1 84 60 20 19",
      signature_image_url: "/demo/organisation/signature.svg",
      stamp_image_url: "/demo/organisation/stamp.svg",
      head_office_agency_id: options.headOfficeId,
    })
    .onConflictDoNothing();
}
