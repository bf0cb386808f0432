// The pages of a list (the invoices, the payments, the account's activity, the agents' actions).
export default {
  pages: "Páginas",
  previous: "Anterior",
  next: "Siguiente",
  pageOf: "Página {{page}} de {{pages}}",
  pageLink: "Página {{page}}",
};
