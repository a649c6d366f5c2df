// Sends the chosen image to POST /api/images with XMLHttpRequest, the one browser API that
// reports upload progress, and resolves with the stored image's address.

export class UploadError extends Error {}

export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/images");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as {
        success?: boolean;
        data?: { url?: string };
        message?: string;
      };
      if (request.status >= 200 && request.status < 300 && body?.success && body.data?.url) {
        onProgress(100);
        resolve(body.data.url);
      } else {
        reject(new UploadError(body?.message ?? "Failed to upload image."));
      }
    };
    request.onerror = () => reject(new UploadError("Failed to upload image."));
    const form = new FormData();
    form.append("image", file);
    request.send(form);
  });
}
