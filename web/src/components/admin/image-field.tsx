/** The admin forms' image field: the app's image upload field (type/size checks, preview), shrunk before upload. */
export { ImageUploadField as AdminImageField } from '@/components/image-upload-field';
export { shrinkForUpload } from '@/lib/image-file';
