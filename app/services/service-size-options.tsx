// An <option> per service size, named in the reader's language: the catalogue's filter and the
// service editor offer the same choices.
import { useTranslation } from "react-i18next";
import { SERVICE_SIZES } from "./schema";

export function ServiceSizeOptions() {
  const { t } = useTranslation();
  return (
    <>
      {SERVICE_SIZES.map((size) => (
        <option key={size} value={size}>
          {t(`pages.services.sizes.${size}`)}
        </option>
      ))}
    </>
  );
}
