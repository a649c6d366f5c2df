import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthLayout, SubmitButton, textLink } from "#app/components/auth/auth-layout.tsx";
import { FormField } from "#app/components/auth/form-field.tsx";
import { useHydrated } from "#app/components/auth/use-hydrated.ts";
import { useSchemaValidation } from "#app/components/auth/use-schema-validation.ts";
import { AlertDialog } from "#app/components/ui/alert-dialog-on-demand.tsx";
import { pageTitle } from "#app/content/site-name.ts";
import { fieldErrors, resetRequestSchema } from "#app/lib/auth-schemas.ts";
import { resetMessages } from "#app/lib/login-messages.ts";
import { requestPasswordReset } from "#server/auth/password-flows.ts";
import type { Route } from "./+types/reset";

export async function action({ request }: Route.ActionArgs) {
  const parsed = resetRequestSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  // The same answer whether or not the email has an account.
  const outcome = await requestPasswordReset(request, parsed.data.email);
  if (outcome === "too-many") return data({ tooMany: true as const }, { status: 429 });
  return { sent: true as const };
}

export default function Reset({ actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [dialog, setDialog] = useState<"sent" | "too-many" | null>(null);
  const form = useSchemaValidation(
    (schemas) => schemas.resetRequestSchema,
    actionData && "errors" in actionData ? actionData.errors : undefined,
  );
  useEffect(() => {
    if (actionData && "sent" in actionData) {
      formRef.current?.reset();
      setDialog("sent");
    }
    if (actionData && "tooMany" in actionData) setDialog("too-many");
  }, [actionData]);

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
        <p role="status" className="mb-6 rounded-xl bg-mist p-4 text-sm">
          {"sent" in actionData
            ? `${resetMessages.sentTitle}. ${resetMessages.sent}`
            : resetMessages.tooMany}
        </p>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        className="grid gap-5"
      >
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={form.errors.email}
        />
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Sending…">
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
