/** How the geocoder compares text: no case, no accents, abbreviations spelled out. */
export function searchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\bav\b\.?/g, "avenida")
    .replace(/\bpje\b\.?/g, "pasaje")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
