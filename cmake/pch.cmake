# Precompiled headers (docs/building.md "Where build time goes"): the Qt, nlohmann_json, spdlog and standard
# headers are parsed once per group instead of once per translation unit. Each group is a small holder target
# that links exactly the libraries whose compile definitions its users all share, so a user's definitions
# are a superset of the header's (gcc and clang refuse a precompiled header built with a macro the user
# lacks). gp_use_pch(TARGET GROUP) makes TARGET reuse the group's header.
#   core          core, the CLI, the tools and the tests that link Qt Network or GUI (Qt Widgets' macros do
#                 not touch these headers)
#   widgets       the Qt Widgets libraries and the window
#   test-core     tests linking Qt Test and core only
#   test-widgets  the window tests
# GP_WITH_PCH=OFF builds without them (to check that every file includes what it uses).
option(GP_WITH_PCH "Use precompiled headers" ON)
add_feature_info(PrecompiledHeaders GP_WITH_PCH "Qt, JSON and standard headers parsed once per group")

function(gp_pch_group name header)
    set(holder gp_pch_${name})
    set(source ${CMAKE_CURRENT_BINARY_DIR}/pch/${holder}.cpp)
    file(CONFIGURE OUTPUT ${source} CONTENT "// The translation unit the precompiled header ${name} is made for.\n")
    add_library(${holder} OBJECT ${source})
    target_link_libraries(${holder} PRIVATE gpuplanner_options ${ARGN})
    set_target_properties(${holder} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    target_precompile_headers(${holder} PRIVATE ${PROJECT_SOURCE_DIR}/cmake/pch/${header})
endfunction()

if(GP_WITH_PCH)
    gp_pch_group(core core.h Qt6::Core nlohmann_json::nlohmann_json spdlog::spdlog)
    if(GP_WITH_GUI)
        gp_pch_group(widgets widgets.h Qt6::Widgets nlohmann_json::nlohmann_json spdlog::spdlog)
    endif()
endif()

# The test groups, made from tests/CMakeLists.txt: Qt Test defines the folder of the CMakeLists.txt that
# makes a target (QT_TESTCASE_BUILDDIR), so the holder must be made in the tests' folder.
function(gp_pch_test_groups)
    if(NOT GP_WITH_PCH)
        return()
    endif()
    gp_pch_group(test-core test-core.h Qt6::Test nlohmann_json::nlohmann_json spdlog::spdlog)
    if(GP_WITH_GUI)
        gp_pch_group(test-widgets test-widgets.h Qt6::Test Qt6::Widgets nlohmann_json::nlohmann_json
                     spdlog::spdlog)
    endif()
endfunction()

function(gp_use_pch target group)
    if(GP_WITH_PCH AND TARGET gp_pch_${group})
        target_precompile_headers(${target} REUSE_FROM gp_pch_${group})
    endif()
endfunction()
