// The contracts feature's services: what routes and other features may call.
export { getDeployment, listDeployments, selectDeployments, type DeploymentDetail } from './list-deployments';
export { registerContract } from './register-contract';
export { deleteAbis, deleteDeployment, updateDeployment } from './update-deployment';
export { abiFetchOptions, lookupAbi } from './abi-intake';
export { getProxyInfo, saveImplementationAbi } from './proxy-info';
export { previewAbiReplacement, replaceAbi } from './replace-abi';
