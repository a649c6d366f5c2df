import { Form } from "react-router";

/**
 * An admin list's search: a GET form, so it works before the script has loaded; `kept` are the
 * list's other parameters (its filters), carried along.
 */
export function SearchForm(props: {
  id: string;
  label: string;
  placeholder?: string;
  query: string;
  kept?: [string, string][];
}) {
  return (
    <Form method="get" role="search" className="flex w-full min-w-0 max-w-md gap-2">
      {(props.kept ?? []).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <input
        id={props.id}
        type="search"
        name="q"
        defaultValue={props.query}
        placeholder={props.placeholder ?? props.label}
        className="min-h-11 min-w-0 flex-1 rounded-full border border-ink/15 px-4 py-2 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand"
      />
      <button
        type="submit"
        className="min-h-11 rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Search
      </button>
    </Form>
  );
}
