import type { ReactNode } from "react";

// The header row of an admin table: one <th scope="col"> per heading, with the tables' padding;
// a table may add classes to every heading (no wrapping), a heading classes of its own (alignment).
// Below 768 px the table becomes cards (AdminTable): `phone` says how the column's cell shows
// there: labelled with the heading (the default), bare (the card's title or its actions, whose
// content speaks for itself), or hidden (a desktop-only column, such as a row number).

export type Heading =
  | string
  | {
      label: string;
      className?: string;
      phone?: "labelled" | "bare" | "hidden";
      /** Shown instead of the label (the Select column's select-all box). */
      content?: ReactNode;
    };

export const headingLabel = (heading: Heading) =>
  typeof heading === "string" ? heading : heading.label;

export const phoneShow = (heading: Heading | undefined) =>
  (typeof heading === "object" && heading.phone) || "labelled";

export function ColumnHeadings({
  headings,
  cellClassName,
}: {
  headings: Heading[];
  cellClassName?: string;
}) {
  return (
    <tr>
      {headings.map((heading) => {
        const label = headingLabel(heading);
        const own = typeof heading === "string" ? undefined : heading.className;
        const className = ["px-2 py-3", cellClassName, own].filter(Boolean).join(" ");
        return (
          <th key={label} scope="col" className={className}>
            {typeof heading === "object" && heading.content ? heading.content : label}
          </th>
        );
      })}
    </tr>
  );
}
