export * from './home';
export * from './about';
export * from './legal';
export * from './legal-types';
