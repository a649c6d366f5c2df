import { useEffect, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthLayout, textLink } from "#app/components/auth/auth-layout.tsx";
import { TextField } from "#app/components/forms/field.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { AlertDialog } from "#app/components/ui/alert-dialog-on-demand.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { resetRequestSchema } from "#app/lib/auth-schemas.ts";
import { validate } from "#app/lib/field-errors.ts";
import { resetMessages } from "#app/lib/password-messages.ts";
import { pageTitle } from "#app/lib/site-name.ts";
import { requestPasswordReset } from "#server/auth/password-flows.ts";
import type { Route } from "./+types/reset";

export async function action({ request }: Route.ActionArgs) {
  const parsed = validate(resetRequestSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: parsed.errors }, { status: 400 });
  // The same answer whether or not the email has an account.
  const outcome = await requestPasswordReset(request, parsed.data.email);
  if (outcome === "too-many") return data({ tooMany: true as const }, { status: 429 });
  return { sent: true as const };
}

export default function Reset({ actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [dialog, setDialog] = useState<"sent" | "too-many" | null>(null);
  const form = useFormValidation({
    schema: () => import("#app/lib/auth-schemas.ts").then((schemas) => schemas.resetRequestSchema),
    serverErrors: actionData && "errors" in actionData ? actionData.errors : undefined,
  });
  const formRef = form.formProps.ref;
  useEffect(() => {
    if (actionData && "sent" in actionData) {
      formRef.current?.reset();
      setDialog("sent");
    }
    if (actionData && "tooMany" in actionData) setDialog("too-many");
  }, [actionData, formRef]);

  return (
    <AuthLayout
      title="Reset Password"
      intro="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{" "}
          <Link to="/login" className={textLink}>
            Back to Login
          </Link>
        </p>
      }
    >
      {!hydrated && actionData && !("errors" in actionData) ? (
        <FormMessage tone="info" className="mb-6">
          {"sent" in actionData
            ? `${resetMessages.sentTitle}. ${resetMessages.sent}`
            : resetMessages.tooMany}
        </FormMessage>
      ) : null}
      <Form method="post" {...form.formProps} className="grid gap-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={form.errors.email}
        />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Sending…" wide>
          Reset Password
        </SubmitButton>
      </Form>
      <AlertDialog
        open={dialog === "sent"}
        icon="success"
        title={resetMessages.sentTitle}
        message={resetMessages.sent}
        onClose={() => setDialog(null)}
      />
      <AlertDialog
        open={dialog === "too-many"}
        icon="warning"
        title={resetMessages.tooManyTitle}
        message={resetMessages.tooMany}
        onClose={() => setDialog(null)}
      />
    </AuthLayout>
  );
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle("Reset Password") }];
}
