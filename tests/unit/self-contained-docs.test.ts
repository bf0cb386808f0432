import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself: a clone has no tracker and none of the documents the
 * project started from, so nothing may cite them. The specification and the design are
 * docs/spec.md and docs/design.md, cited by section (`docs/design.md#sessions`); the why
 * of a choice is a decision record (docs/decisions/). This test keeps it so: no citation
 * of the outside documents' numbered paragraphs or of a tracker's numbers, every decision
 * record in the one template, and every relative link and section citation resolving.
 */

const ROOT = resolve(import.meta.dirname, "../..");
const DECISIONS = join(ROOT, "docs/decisions");
const SECTIONED = ["docs/design.md", "docs/spec.md"];

const BINARY = /\.(png|jpe?g|gif|webp|ico|pdf|woff2?|ttf|otf|zip|gz|tgz|db|sqlite|jar|mp4|webm)$/i;
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
  .split("\0")
  .filter((path) => path && !path.startsWith("node_modules/") && path !== "package-lock.json" && !BINARY.test(path))
  .filter((path) => existsSync(join(ROOT, path)));
const textOf = (path: string) => readFileSync(join(ROOT, path), "utf8");
const textFiles = tracked.filter((path) => !textOf(path).includes("\0"));

// Spelled in pieces so that this file does not match its own patterns.
const SECTION_SIGN = "\u00a7";
const OUTSIDE = [
  { name: "the outside design's numbered paragraphs", pattern: new RegExp(`DESIGN ${SECTION_SIGN}`) },
  { name: "the outside spec's numbered paragraphs", pattern: new RegExp(`spec ${SECTION_SIGN}`, "i") },
  { name: "a folder beside the repository", pattern: new RegExp(["\\.\\.", "shared", ""].join("/")) },
];
// The word "issue" or "issues" followed by a number, or a number after "(#"; a comment's line
// break between the word and the number counts too.
const TRACKER = [/\bissues? #?\d+/i, /\(#\d+\)/];
const joinComments = (text: string) => text.replace(/\s*\n\s*(?:\*|\/\/|#|--)?\s*/g, " ");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
const anchorsOf = (path: string) =>
  new Set(
    textOf(path)
      .split("\n")
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, ""))),
  );
const anchors = new Map(SECTIONED.map((path) => [path, anchorsOf(path)]));

/** Markdown without its code: links inside fences or backticks are examples, not links. */
const withoutCode = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");

describe("the repository cites only what it holds", () => {
  it.each(OUTSIDE)("no file cites $name", ({ pattern }) => {
    const citing = textFiles.filter((path) => pattern.test(textOf(path)));
    expect(citing).toEqual([]);
  });

  it("no file cites a tracker's issue numbers: the decision record or document that explains is cited instead", () => {
    const citing = textFiles.flatMap((path) => {
      const text = joinComments(textOf(path));
      return TRACKER.flatMap((pattern) => {
        const found = text.match(pattern);
        return found ? [`${path}: ${found[0]}`] : [];
      });
    });
    expect(citing).toEqual([]);
  });

  it("every citation of docs/design.md or docs/spec.md names a section they have", () => {
    const broken = textFiles.flatMap((path) => {
      const found = [...textOf(path).matchAll(/(?:docs\/)?(design|spec)\.md#([\w-]+)((?:, #[\w-]+)*)/g)];
      return found.flatMap(([, doc, first, more]) => {
        const sections = anchors.get(`docs/${doc}.md`)!;
        const names = [first ?? "", ...(more ?? "").split(", #").filter(Boolean)];
        return names.filter((name) => !sections.has(name)).map((name) => `${path}: ${doc}.md#${name}`);
      });
    });
    expect(broken).toEqual([]);
  });

  it("every path into docs/ that a file names exists", () => {
    const missing = textFiles.flatMap((path) =>
      [...textOf(path).matchAll(/\bdocs\/(?:decisions|bench)\/[\w.-]+\.md\b/g)]
        .map(([named]) => named)
        .filter((named) => !existsSync(join(ROOT, named)))
        .map((named) => `${path}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it("every relative link in the README and docs/ reaches a file, and a section where it names one", () => {
    const markdown = textFiles.filter(
      (path) => path.endsWith(".md") && (path === "README.md" || path.startsWith("docs/")),
    );
    expect(markdown).toContain("docs/design.md");
    const broken = markdown.flatMap((path) => {
      const links = [...withoutCode(textOf(path)).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map(
        ([, target]) => target ?? "",
      );
      return links
        .filter((target) => !/^[a-z]+:/i.test(target))
        .filter((target) => {
          const [file, anchor] = target.split("#");
          const resolved = file ? join(dirname(join(ROOT, path)), decodeURIComponent(file)) : join(ROOT, path);
          if (!existsSync(resolved)) return true;
          const sectioned = anchors.get(relative(ROOT, resolved));
          return anchor !== undefined && sectioned !== undefined && !sectioned.has(anchor);
        })
        .map((target) => `${path}: ${target}`);
    });
    expect(broken).toEqual([]);
  });
});

describe("the decision records", () => {
  const records = tracked
    .filter((path) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(path))
    .map((path) => ({ path, number: path.slice("docs/decisions/".length, "docs/decisions/".length + 3) }));
  const statusOf = (path: string) => textOf(path).match(/^Status: (.+)$/m)?.[1] ?? "";

  it("exist", () => {
    expect(records.length).toBeGreaterThan(100);
  });

  it.each(records)(
    "$path has its title, Date, Status, and Context, Decision and Consequences in order",
    ({ path, number }) => {
      const lines = textOf(path).split("\n");
      expect(lines[0]).toMatch(new RegExp(`^# ${number}\\. \\S`));
      expect(lines[2]).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
      expect(lines[3]).toMatch(/^Status: (accepted|superseded by \[\d{3}\]\(\d{3}-[^)]+\.md\))/);
      const sections = lines.filter((line) => line.startsWith("## "));
      expect(sections).toEqual(["## Context", "## Decision", "## Consequences"]);
    },
  );

  it("a record superseded by another is named by it in turn", () => {
    const oneWay = records.flatMap(({ path, number }) => {
      const by = statusOf(path).match(/^superseded by \[(\d{3})\]/)?.[1];
      if (!by) return [];
      const other = records.find((record) => record.number === by);
      return other && statusOf(other.path).includes(`[${number}]`) ? [] : [`${number} superseded by ${by}`];
    });
    expect(oneWay).toEqual([]);
  });

  it("the index lists every record", () => {
    const index = textOf("docs/decisions/README.md");
    const missing = records.filter(({ path }) => !index.includes(`](${path.slice("docs/decisions/".length)})`));
    expect(missing).toEqual([]);
    expect(existsSync(DECISIONS)).toBe(true);
  });
});
