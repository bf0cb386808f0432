// Formatting (decision 130): Prettier's defaults but the line, which is 120 columns wide
// (the project's tables of operations and routes read better one entry a line).
export default {
  printWidth: 120,
};
