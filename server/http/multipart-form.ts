import { formValues } from "#app/lib/form-values.ts";

// Reading a form posted as multipart/form-data (text fields and one file) for a route action:
// the HTTP side of a no-JavaScript upload, so domain code receives plain values and bytes.

export async function readFormWithFile(
  request: Request,
  fileField: string,
): Promise<{ values: Record<string, string>; file?: Buffer; fileName?: string }> {
  const form = await request.formData();
  const file = form.get(fileField);
  return {
    values: formValues(form),
    file: file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : undefined,
    fileName: file instanceof File && file.size > 0 ? file.name : undefined,
  };
}
