import { textPdf } from "../../../lib/text-pdf";

/**
 * The "carta poder" model (Res. 733/2017): what a person acting for the holder brings, filled
 * in and signed. A legal form the provider receives, so it is in Spanish whatever the page's
 * language; the page shows the same lines the PDF has.
 */
export function powerOfAttorneyLines(product: string): string[] {
  return [
    "Carta poder",
    `Modelo para hacer trámites ante ${product} en nombre del titular del servicio.`,
    "",
    "Lugar y fecha: ______________________________________________",
    "",
    "Yo, ____________________________________________ (nombre y apellido del titular),",
    "DNI o CUIT N.° ______________________, titular del servicio con número de cliente",
    `______________________ de ${product}, con domicilio en`,
    "_____________________________________________________________________,",
    "autorizo a ____________________________________________ (nombre y apellido),",
    "DNI N.° ______________________, a hacer en mi nombre el o los trámites que marco:",
    "",
    "[   ] Consultas y pedidos de información",
    "[   ] Reclamos",
    "[   ] Cambio de plan o de servicios",
    "[   ] Cambio de domicilio",
    "[   ] Baja del servicio",
    "[   ] Entrega o retiro de equipos",
    "[   ] Otro: ________________________________________________",
    "",
    "Esta autorización vale hasta el ____ / ____ / ________.",
    "",
    "",
    "Firma del titular: ______________________________",
    "Aclaración: ______________________________",
    "",
    "",
    "Firma de la persona autorizada: ______________________________",
    "Aclaración: ______________________________",
    "",
    "La persona autorizada presenta esta carta firmada, su DNI y una copia del DNI del titular.",
  ];
}

/** The model as a printable PDF. */
export function powerOfAttorneyPdf(product: string) {
  return textPdf(powerOfAttorneyLines(product));
}
