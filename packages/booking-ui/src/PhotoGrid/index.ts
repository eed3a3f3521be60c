export type { Photo, PhotoGridProps } from './PhotoGrid';
export { PhotoGrid } from './PhotoGrid';
export type { PhotoViewerProps } from './PhotoViewer';
export { PhotoViewer } from './PhotoViewer';
