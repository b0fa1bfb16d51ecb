import { AdminSection } from "../../shell/ui/admin-section";
import { fileButtonClass, InputField, SubmitButton } from "../../shell/ui/form-field";

/**
 * The upload card: a plain multipart form with a picker of several files, which works without
 * JavaScript; the page's script sends them one by one with a progress bar each, makes the whole
 * card a drop zone and reveals its hint.
 */
export function MediaUploadForm({
  action,
  t,
  refusal,
}: {
  action: string;
  t: {
    uploadTitle: string;
    uploadHint: string;
    multipleHint: string;
    file: string;
    upload: string;
    dropHint: string;
  };
  /** Why the last file was refused, tied to the picker. */
  refusal?: string;
}) {
  return (
    <div
      id="media-drop"
      className="rounded-2xl data-[over]:outline-3 data-[over]:outline-offset-4 data-[over]:outline-steel-700"
    >
      <AdminSection id="media-upload-title" title={t.uploadTitle} intro={t.uploadHint}>
        <form
          id="media-upload"
          method="post"
          action={action}
          encType="multipart/form-data"
          className="mt-4 flex flex-wrap items-end gap-4"
        >
          <InputField
            name="file"
            label={t.file}
            hint={t.multipleHint}
            hintAfter
            error={refusal}
            className="min-w-0 flex-1 basis-64"
            type="file"
            multiple
            required
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            inputClass={fileButtonClass}
          />
          <SubmitButton>{t.upload}</SubmitButton>
        </form>
        <p id="media-drop-hint" hidden className="mt-3 text-sm text-navy-800">
          {t.dropHint}
        </p>
        <ul
          id="media-upload-files"
          hidden
          className="mt-3 space-y-2 text-sm [&_li]:grid [&_li]:gap-1 [&_li]:sm:grid-cols-[minmax(0,1fr)_12rem] [&_li]:sm:items-center [&_li[data-state=failed]]:text-red-800 [&_progress]:h-2 [&_progress]:w-full [&_progress]:accent-steel-700"
        />
        <div
          id="media-upload-alert"
          role="alert"
          className="mt-3 space-y-1 text-sm font-medium text-red-800 empty:hidden"
        />
        <div
          id="media-upload-status"
          role="status"
          className="mt-3 space-y-1 text-sm font-medium"
        />
      </AdminSection>
    </div>
  );
}
