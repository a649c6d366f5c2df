import { useCallback, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { TextAreaField, TextField } from "#app/components/forms/field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormValidation } from "#app/components/forms/use-form-validation.ts";
import { AlertDialog, FailureDialog } from "#app/components/ui/dialog.tsx";
import type { FieldErrors } from "#app/lib/field-errors.ts";
import { addVideoSchema, titleMaxLength } from "#app/lib/video-schema.ts";

// The Add Video form (spec section 5): the pasted embed code or address, and a title. Checked in
// the browser with the schema the action uses; the action then checks the code against the
// provider allow-list and answers 'Video link added' or the reason it was refused.

export type AddVideoAnswer = { status: "added" | "invalid" | "failed"; errors: FieldErrors };

export function AddVideoForm({ answer }: { answer?: AddVideoAnswer }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/addVideo";
  const [dialog, setDialog] = useState<"added" | "failed" | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const form = useFormValidation({ schema: addVideoSchema, serverErrors: answer?.errors });
  const formRef = form.formProps.ref;

  useEffect(() => {
    if (answer?.status === "added") {
      formRef.current?.reset();
      setDialog("added");
    } else if (answer?.status === "failed") {
      setDialog("failed");
    }
  }, [answer, formRef]);

  return (
    <>
      <Form method="post" {...form.formProps} className="mt-8 grid gap-6">
        <TextAreaField
          label="Embed code or video address"
          name="embedCode"
          rows={6}
          spellCheck={false}
          autoComplete="off"
          placeholder={'<iframe src="https://www.youtube.com/embed/…"></iframe>'}
          hint="Accepted: YouTube (youtube.com, youtu.be, youtube-nocookie.com), Vimeo and Facebook videos."
          error={form.errors.embedCode}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
        />
        <TextField
          label="Title"
          name="title"
          optional
          maxLength={titleMaxLength}
          error={form.errors.title}
        />
        <div>
          <SubmitButton busy={submitting} busyLabel="Add Video">
            Add Video
          </SubmitButton>
        </div>
      </Form>
      <AlertDialog
        open={dialog === "added"}
        icon="success"
        title="Video link added"
        autoCloseMs={1500}
        onClose={closeDialog}
      />
      <FailureDialog open={dialog === "failed"} onClose={closeDialog} />
    </>
  );
}
