/**
 * The avatar's upload call, loaded when a picture is picked: the upload module brings the upload
 * schemas and zod, which the basic information form does not need to be drawn.
 */
export { uploadImage } from '@opsdeck/shared/api';
