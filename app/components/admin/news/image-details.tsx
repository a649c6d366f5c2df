import { useState } from "react";
import { CheckboxField, TextField } from "#app/components/forms/field.tsx";

// The article image's words (ADR 0130): its description for people who cannot see it, asked for
// but never blocking a publish (left empty, the caption or title stands in and Manage News flags
// it), and the optional caption and credit under the hero image.

export type ImageDetailValues = {
  imageAlt: string;
  imageDecorative: boolean;
  imageCaption: string;
  imageCredit: string;
};

export function ImageDetails({
  initial,
  errors,
}: {
  initial?: ImageDetailValues;
  errors: Record<string, string | undefined>;
}) {
  const [decorative, setDecorative] = useState(initial?.imageDecorative ?? false);
  return (
    <div className="grid gap-4 rounded-2xl border border-ink/10 bg-mist/40 p-4">
      <TextField
        label="Image description (alt text)"
        name="imageAlt"
        error={errors.imageAlt}
        hint={
          decorative
            ? "Not used: the image is marked decorative."
            : "What the picture shows, for people who can't see it. Left empty, the caption or title is used and Manage News marks it “no alt text”."
        }
        defaultValue={initial?.imageAlt}
        disabled={decorative}
      />
      {/* The tick box posts nothing when clear; this says "not decorative" then. */}
      <input type="hidden" name="imageDecorative" value="false" />
      {/* Heard from its wrapper: a change event bubbles, and the form kit that the sign-in pages
          load stays as it is. */}
      <div
        onChange={(event) => {
          const box = event.target as HTMLInputElement;
          if (box.name === "imageDecorative") setDecorative(box.checked);
        }}
      >
        <CheckboxField
          label="Decorative image (no description)"
          name="imageDecorative"
          defaultChecked={initial?.imageDecorative}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Caption"
          name="imageCaption"
          optional
          error={errors.imageCaption}
          defaultValue={initial?.imageCaption}
        />
        <TextField
          label="Credit"
          name="imageCredit"
          optional
          error={errors.imageCredit}
          hint="Shown as “Photo: …” (“ছবি: …” on a Bengali article), unless it says so itself (“© …”)"
          defaultValue={initial?.imageCredit}
        />
      </div>
    </div>
  );
}
