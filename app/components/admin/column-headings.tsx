// The header row of an admin table: one <th scope="col"> per heading, with the tables' padding;
// a table may add classes to every heading (no wrapping), a heading classes of its own (alignment).

export type Heading = string | { label: string; className: string };

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
        const label = typeof heading === "string" ? heading : heading.label;
        const own = typeof heading === "string" ? undefined : heading.className;
        const className = ["px-4 py-3", cellClassName, own].filter(Boolean).join(" ");
        return (
          <th key={label} scope="col" className={className}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
