export { greetings, LoginScreen, type LoginScreenProps } from './LoginScreen';
