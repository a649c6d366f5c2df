// Reading a form posted as multipart/form-data (text fields and one file) for a route action:
// the HTTP side of a no-JavaScript upload, so domain code receives plain values and bytes.

export async function readFormWithFile(
  request: Request,
  fileField: string,
): Promise<{ values: Record<string, string>; file?: Buffer }> {
  const form = await request.formData();
  const values: Record<string, string> = {};
  let file: Buffer | undefined;
  for (const [key, value] of form) {
    if (typeof value === "string") values[key] = value;
    else if (key === fileField && value.size > 0) file = Buffer.from(await value.arrayBuffer());
  }
  return { values, file };
}
