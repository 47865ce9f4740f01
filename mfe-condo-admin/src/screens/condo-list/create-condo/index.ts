export { CreateCondoButton } from './CreateCondoButton';
