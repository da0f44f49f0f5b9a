/**
 * What other features use of photos (data-transfer's export v2 and import): a user's photos with
 * their bytes, one at a time, and storing a photo from bytes — whole (storePhoto) or in the two steps
 * an import's own transaction needs (processPhoto outside it, insertPhoto inside).
 */
export { processPhoto } from "./photo-image.ts";
export { type ExportedPhoto, storeExportedPhoto, storePhoto, userPhotos } from "./photo-transfer.ts";
export { insertPhoto } from "./photos.service.ts";
