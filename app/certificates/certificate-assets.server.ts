// Interim (replaced on the cert-pdf branch).
import type { CertificateAssets } from "~/certificates/certificate-pdf.server";

export async function loadCertificateAssets(): Promise<CertificateAssets> {
  return { signature: null, stamp: null };
}
