/** The customer-information page's URLs (decision 117), for the footer's link and the page's own. */
export const CUSTOMER_INFO = {
  page: "/informacion-al-cliente",
  powerOfAttorney: "/informacion-al-cliente/carta-poder.pdf",
} as const;
