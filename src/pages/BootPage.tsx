export { default } from './_campaign/boot/BootScreen';
