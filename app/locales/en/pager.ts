export default {
  pages: "Pages",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {{page}} of {{pages}}",
  pageLink: "Page {{page}}",
};
