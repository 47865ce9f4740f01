export { DashboardConfigurationScreen } from './DashboardConfigurationScreen';
