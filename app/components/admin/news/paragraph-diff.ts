// What changed between two texts, paragraph by paragraph (blank-line separated, as the article's
// Markdown is written): a longest-common-subsequence walk, enough for an article's few dozen
// paragraphs. Used to compare a restored revision with the saved article (issue 33).

export type DiffPart = { kind: "same" | "removed" | "added"; text: string };

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

export function paragraphDiff(before: string, after: string): DiffPart[] {
  const a = paragraphs(before);
  const b = paragraphs(after);
  // common[i][j]: the longest common run of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      parts.push({ kind: "same", text: a[i++]! });
      j++;
    } else if (i < a.length && (j >= b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      parts.push({ kind: "removed", text: a[i++]! });
    } else {
      parts.push({ kind: "added", text: b[j++]! });
    }
  }
  return parts;
}
