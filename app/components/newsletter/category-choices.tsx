import { newsCategories } from "#app/lib/news-categories.ts";

// The seven news categories as checkboxes named "categories"; none ticked means all of them.

export function CategoryChoices({
  chosen = [],
  error,
}: {
  chosen?: readonly string[];
  error?: string;
}) {
  return (
    <fieldset aria-describedby="categories-hint" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-ink">
        Categories <span className="font-normal text-ink/60">(optional)</span>
      </legend>
      <p id="categories-hint" className="mt-1.5 text-sm text-ink/60">
        Choose none to get every category.
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {newsCategories.map((category) => (
          <label
            key={category.value}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-ink/15 bg-mist px-4 py-2.5 text-sm font-medium"
          >
            <input
              type="checkbox"
              name="categories"
              value={category.value}
              defaultChecked={chosen.includes(category.value)}
              className="h-5 w-5 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            />
            {category.heading}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A posted form's values with every ticked category (formValues keeps one per name). */
export function withCategories(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  values.categories = form.getAll("categories").filter((value) => typeof value === "string");
  return values;
}
