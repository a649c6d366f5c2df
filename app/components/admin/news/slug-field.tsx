import { useState } from "react";
import { TextField } from "#app/components/forms/field.tsx";
import { articlePath, slugFromTitle, slugPattern } from "#app/lib/article-slug-text.ts";

// The article's readable address (ADR 0105), below its title: blank makes it from the title when
// saved; the hint shows the address the article will have, and where its old one will lead.

type Props = {
  /** The title as the live preview last read it. */
  title: string;
  /** The saved slug, blank while the article is at its id. */
  saved?: string;
  error?: string;
};

/** As the form's schema reads what was typed: capitals and spaces forgiven. */
const typed = (value: string) => value.trim().toLowerCase().replace(/\s+/g, "-");

export function SlugField({ title, saved = "", error }: Props) {
  const [value, setValue] = useState(saved);
  const wanted = typed(value);
  const slug = wanted || slugFromTitle(title);
  const address = slug ? articlePath(slug) : "/news/ followed by the article's id";
  const made = wanted ? "" : " (made from the title when saved)";
  const moved =
    saved && slug !== saved ? ` Its old address, ${articlePath(saved)}, will lead here.` : "";
  return (
    <TextField
      label="Slug"
      name="slug"
      optional
      error={error}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      maxLength={100}
      autoCapitalize="none"
      spellCheck={false}
      placeholder={slugFromTitle(title) || "made-from-the-title"}
      // No address for what cannot be one: the field's message says why.
      hint={slug && !slugPattern.test(slug) ? undefined : `Address: ${address}${made}.${moved}`}
    />
  );
}
