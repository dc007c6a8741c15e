export * from './constants';
export * from './grading';
export * from './scale';
export * from './entities';
export * from './api';
export * from './messages';
export * from './platform';
export * from './desktop';
