import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/forms/field.tsx";
import { FormMessage } from "#app/components/forms/form-message.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { newsletterSignUpSchema } from "#app/lib/newsletter-schema.ts";
import { CategoryChoices, withCategories } from "./category-choices.tsx";

// The newsletter sign-up form: one email field, the categories, the honeypot. Checked in the
// browser with the schema the server uses; without JavaScript it posts as it is.

export type SignUpAnswer = {
  message: string;
  errors: Record<string, string>;
  email: string;
  categories: string[];
};

export function SignUpForm({ answer }: { answer?: SignUpAnswer }) {
  const navigation = useNavigation();
  const form = useFormValidation({
    schema: newsletterSignUpSchema,
    serverErrors: answer?.errors,
    read: (element, submitter) => withCategories(new FormData(element, submitter)),
  });
  return (
    <Form
      method="post"
      action="/newsletter"
      {...form.formProps}
      className="relative mt-10 grid gap-6 rounded-2xl border border-ink/10 bg-white p-5 shadow-sm sm:p-8"
    >
      {answer?.message ? <FormMessage tone="error">{answer.message}</FormMessage> : null}
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={answer?.email}
        error={form.errors.email}
      />
      <CategoryChoices chosen={answer?.categories} error={form.errors.categories} />
      <Honeypot />
      <div>
        <SubmitButton busy={navigation.state === "submitting"} busyLabel="Subscribing…">
          Subscribe
        </SubmitButton>
      </div>
    </Form>
  );
}
