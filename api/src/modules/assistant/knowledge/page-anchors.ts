// The anchors are a contract with the web layouts, so they live in the shared content package.
export { faqAnchor, pageAnchors, withAnchor } from '@landman/content';
