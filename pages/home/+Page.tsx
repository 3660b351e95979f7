// /home shows the home page (its canonical link stays "/"; see aliases in content/pages/index.mdx).
export { default } from '../index/+Page'
