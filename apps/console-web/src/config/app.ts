export const APP_NAME = 'Sprout';
export const CONSOLE_TITLE = 'Sprout 工作台';
