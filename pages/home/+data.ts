// https://vike.dev/data
export { data } from '../index/+data'
