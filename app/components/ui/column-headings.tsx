// The header row of an admin table: one <th scope="col"> per heading, with the tables' padding;
// a heading may add classes of its own (alignment).

type Heading = string | { label: string; className: string };

export function ColumnHeadings({ headings }: { headings: Heading[] }) {
  return (
    <tr>
      {headings.map((heading) => {
        const label = typeof heading === "string" ? heading : heading.label;
        const extra = typeof heading === "string" ? "" : ` ${heading.className}`;
        return (
          <th key={label} scope="col" className={`px-4 py-3${extra}`}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
