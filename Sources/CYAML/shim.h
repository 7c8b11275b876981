#ifndef KBREPLAY_CYAML_SHIM_H
#define KBREPLAY_CYAML_SHIM_H
#include <yaml.h>
#endif
