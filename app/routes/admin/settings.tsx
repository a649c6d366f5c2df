import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { TextAreaField, TextField } from "#app/components/forms/field.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { businessDetailsSchema } from "#app/lib/business-details-schema.ts";
import { readFormValues } from "#app/lib/form-values.ts";
import { pageTitle, siteName } from "#app/lib/site-name.ts";
import { requireAdmin } from "#server/auth/guards.ts";
import { statusOf } from "#server/http/failure-status.ts";
import { getBusinessDetails, saveBusinessDetails } from "#server/settings/business-details.ts";
import type { Route } from "./+types/settings";

// /settings: the business's own details (trading name, address, phones, email, company number,
// maps link, how soon enquiries are answered, where new enquiries are sent), shown on every page,
// mail and structured-data block from the moment they are saved
// (server/settings/business-details.ts). The brand (logo, titles) stays in code (site-name.ts).

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return await getBusinessDetails();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const saved = await saveBusinessDetails(await readFormValues(request));
  if (!saved.ok) {
    return data(
      { saved: false, message: saved.message, errors: saved.errors ?? {} },
      statusOf(saved),
    );
  }
  return { saved: true, message: "Your details are saved and shown across the site.", errors: {} };
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const form = useFormValidation({
    schema: businessDetailsSchema,
    serverErrors: actionData?.errors,
  });
  // "Saved." stands for the answer to the last post only: a field edited since, or a save the form
  // refuses before posting (the answer on screen is still the last one's), takes it away.
  const [answer, setAnswer] = useState(actionData);
  const [edited, setEdited] = useState(false);
  if (answer !== actionData) {
    setAnswer(actionData);
    setEdited(false);
  }
  const shown = actionData?.saved && edited ? undefined : actionData;
  const { details, sample } = loaderData;
  const field = (name: keyof typeof details) => ({
    name,
    defaultValue: String(details[name]),
    error: form.errors[name],
  });
  return (
    <section className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-3xl font-bold">Settings</h1>
        <p className="mt-2 text-ink/70">
          Your business's own details, as the footer, the contact page, search engines and the
          acknowledgement mails show them. A change is shown everywhere as soon as it is saved.
        </p>
      </div>
      {shown ? (
        <FormMessage tone={shown.saved ? "success" : "error"}>{shown.message}</FormMessage>
      ) : sample ? (
        <FormMessage tone="info">
          These are sample details. Replace them with yours and save: until then new enquiries and
          bookings are mailed to the sample address below.
        </FormMessage>
      ) : null}
      <Form
        method="post"
        {...form.formProps}
        onInput={(event) => {
          setEdited(true);
          form.formProps.onInput(event);
        }}
        onSubmit={(event) => {
          setEdited(true);
          form.formProps.onSubmit(event);
        }}
        className="grid gap-5 sm:grid-cols-2"
      >
        <TextField
          label="Trading name"
          hint={`The registered business name, shown in the footer, the contact page, the terms, mails and to search engines. The site's brand name, in the logo and page titles, stays ${siteName}.`}
          autoComplete="organization"
          {...field("tradingName")}
          className="sm:col-span-2"
        />
        <TextAreaField
          label="Street address"
          hint="One line per line of the address."
          rows={2}
          autoComplete="street-address"
          {...field("street")}
          className="sm:col-span-2"
        />
        <TextField label="Town or city" autoComplete="address-level2" {...field("city")} />
        <TextField label="Postcode" autoComplete="postal-code" {...field("postcode")} />
        <TextField label="Office phone" type="tel" autoComplete="tel" {...field("officePhone")} />
        <TextField label="Mobile phone" type="tel" autoComplete="tel" {...field("mobilePhone")} />
        <TextField label="Contact email" type="email" autoComplete="email" {...field("email")} />
        <TextField
          label="Company registration number"
          hint="8 characters, as Companies House writes it: 12345678, SC123456 (the footer then says Scotland) or NI123456 (Northern Ireland)."
          {...field("companyNumber")}
        />
        <TextField
          label="Maps link (optional)"
          type="url"
          hint="Leave it empty and the site links to a Google Maps search for the address above, which follows the address when you change it. Or paste the https:// link to your place on Google Maps or another map."
          {...field("mapsUrl")}
          className="sm:col-span-2"
        />
        <TextField
          label="Answer enquiries and bookings within (hours)"
          inputMode="numeric"
          hint="What the acknowledgement mail and the enquiry pages promise, like 24 or 48."
          {...field("answerWithinHours")}
          className="sm:col-span-2"
        />
        <TextField
          label="Send new enquiries and bookings to"
          type="email"
          hint="Not shown on the site."
          {...field("notifyTo")}
          className="sm:col-span-2"
        />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <SubmitButton busy={navigation.state === "submitting"} busyLabel="Saving…">
            Save details
          </SubmitButton>
          {/* Beside the button too: on a phone the message at the top is a screen away. */}
          {shown?.saved && navigation.state === "idle" ? (
            <p role="status" className="text-sm font-semibold text-emerald-700">
              Saved.
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

export function meta() {
  return [{ title: pageTitle("Settings") }];
}
