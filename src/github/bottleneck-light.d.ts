// bottleneck types its full build only; light.js (the build plugin-throttling uses, without
// Redis clustering) has the same API.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
