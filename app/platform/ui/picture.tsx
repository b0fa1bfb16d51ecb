import { type ImageSource, imageSource } from "~/platform/content/images";
import { type FrameProps, PictureView } from "./picture-view";

/** A picture chosen in the back office's library for a place: its source and alt text. */
export interface ChosenPicture {
  source: ImageSource;
  alt: string;
}

/**
 * An image from app/platform/content/images by name: the photo dropped in images/photos/ when there is
 * one (responsive AVIF/WebP/JPEG), otherwise the illustration; or, when the back office chose
 * one for this place (`chosen`), the library's picture with its own alt text. Lazy unless
 * `priority`.
 */
export function Picture({
  name,
  chosen,
  alt,
  ...frame
}: FrameProps & { name: string; chosen?: ChosenPicture | null }) {
  return (
    <PictureView source={chosen?.source ?? imageSource(name)} alt={chosen?.alt ?? alt} {...frame} />
  );
}
