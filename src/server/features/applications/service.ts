/** What other features may use of intake: one image upload checked by its bytes, staged for the caller. */
export { receiveImage, type StagedImage } from './image-upload';
