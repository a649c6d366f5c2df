import { Form, useNavigation } from "react-router";
import { PersonalDataResult } from "#app/components/admin/inbox/personal-data-result.tsx";
import { TextField } from "#app/components/forms/field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { validate } from "#app/lib/field-errors.ts";
import { readFormValues } from "#app/lib/form-values.ts";
import type { PageQueryHandle } from "#app/lib/page-query.ts";
import { personalDataSchema } from "#app/lib/personal-data-schema.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { countPersonalData, erasePersonalData } from "#server/inbox/personal-data.ts";
import type { Route } from "./+types/personal-data";

// /personalData: everything the inbox holds about one email address, to hand over (the right of
// access) or erase (the right to erasure), each recorded in the audit log (ADR 0111).

export const handle: PageQueryHandle = { query: ["email"] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const asked = new URL(request.url).searchParams.get("email");
  if (asked === null) return { email: "", errors: {}, held: null };
  const parsed = validate(personalDataSchema, { email: asked });
  if (!parsed.success) return { email: asked, errors: parsed.errors, held: null };
  return { email: parsed.data.email, errors: {}, held: await countPersonalData(parsed.data.email) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = validate(personalDataSchema, await readFormValues(request));
  if (!parsed.success) return { erased: null };
  return { erased: await erasePersonalData(parsed.data.email) };
}

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const form = useFormValidation({ schema: personalDataSchema, serverErrors: loaderData.errors });
  return (
    <section className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-3xl font-bold">Personal data</h1>
        <p className="mt-2 text-ink/70">
          Find everything the enquiries, bookings and newsletter hold about one person, to send them
          a copy or to erase it when they ask. Both are recorded in the activity log.
        </p>
      </div>
      <Form
        method="get"
        {...form.formProps}
        className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={loaderData.email}
          error={form.errors.email}
        />
        <SubmitButton busy={navigation.state === "loading"} busyLabel="Finding…">
          Find
        </SubmitButton>
      </Form>
      {loaderData.held ? (
        <PersonalDataResult
          key={loaderData.email}
          email={loaderData.email}
          held={loaderData.held}
          erased={actionData?.erased ?? null}
        />
      ) : null}
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Personal data") }];
}
