import { imageSource } from "~/content/images";
import { type FrameProps, PictureView } from "./picture-view";

/**
 * An image from app/content/images by name: the photo dropped in images/photos/ when there is
 * one (responsive AVIF/WebP/JPEG), otherwise the illustration. Lazy unless `priority`.
 */
export function Picture({ name, ...frame }: FrameProps & { name: string }) {
  return <PictureView source={imageSource(name)} {...frame} />;
}
