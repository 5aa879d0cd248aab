# The Debian package: `cpack -G DEB` in a build folder makes gpu-planner_<version>_<arch>.deb with both programs
# (the built-in catalog is inside them), the price-file fetcher, the desktop integration, the man pages and the
# shell completion. Dependencies come from the binaries (dpkg-shlibdeps) plus the CJK font the report embeds.
# tests/debian_package.sh builds it and checks it with lintian; docs/building.md says how to make one.

set(CPACK_PACKAGE_NAME gpu-planner)
set(CPACK_PACKAGE_VENDOR "The GPU Planner developers")
set(CPACK_PACKAGE_CONTACT "The GPU Planner developers <gpu-planner@example.invalid>"
    CACHE STRING "The package's Maintainer field: the project's address replaces this placeholder")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "choose and cost GPU cloud servers across providers")
string(CONCAT CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "GPU Planner compares the GPU instances of AWS, Azure, Google Cloud, Alibaba\n"
    "Cloud, Tencent Cloud, Huawei Cloud and the GPU clouds in every region:\n"
    "per-precision TFLOPS, GPU memory and bandwidth, interconnect, network and\n"
    "prices, side by side. It plans what a project costs over months under\n"
    "on-demand, monthly, reserved and spot pricing, with charts and a PDF report,\n"
    "and ranks configurations for a workload. The catalog is built in, every\n"
    "figure with its source and date; it works offline.\n"
    "\n"
    "This package holds the desktop application (gpu-planner) and the command\n"
    "line (gpu-planner-cli).")
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # gpu-planner_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Merged with what dpkg-shlibdeps finds: the report's CJK font (docs/i18n.md), loaded at run time.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-wqy-microhei")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "bash-completion")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# Only what the programs need: tools/gpu-probe (CUDA) is a component of its own, left out.
set(CPACK_INSTALL_CMAKE_PROJECTS "${CMAKE_BINARY_DIR};${PROJECT_NAME};Unspecified;/")
set(CPACK_GENERATOR DEB)

# /usr/share/doc/gpu-planner: copyright, the Debian changelog and CHANGELOG.md, compressed as Debian wants.
set(GP_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/gpu-planner)
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright DESTINATION ${GP_DOC_DIR})
execute_process(COMMAND date -u -R -d "${GP_RELEASE_DATE}" OUTPUT_VARIABLE GP_RELEASE_DATE_RFC2822
                OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE date_result ERROR_QUIET)
if(NOT date_result EQUAL 0)
    set(GP_RELEASE_DATE_RFC2822 "${GP_RELEASE_DATE}")
endif()
configure_file(${PROJECT_SOURCE_DIR}/resources/debian/changelog.in ${CMAKE_BINARY_DIR}/doc/changelog @ONLY)
find_program(GZIP_PROGRAM gzip)
if(GZIP_PROGRAM)
    # -n: no name or time in the header, so the same sources give the same bytes.
    add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/doc/changelog.gz ${CMAKE_BINARY_DIR}/doc/CHANGELOG.md.gz
        COMMAND ${GZIP_PROGRAM} -9nc ${CMAKE_BINARY_DIR}/doc/changelog > ${CMAKE_BINARY_DIR}/doc/changelog.gz
        COMMAND ${GZIP_PROGRAM} -9nc ${PROJECT_SOURCE_DIR}/CHANGELOG.md > ${CMAKE_BINARY_DIR}/doc/CHANGELOG.md.gz
        DEPENDS ${CMAKE_BINARY_DIR}/doc/changelog ${PROJECT_SOURCE_DIR}/CHANGELOG.md
        COMMENT "Compressing the changelogs")
    add_custom_target(gpu-planner-changelogs ALL
        DEPENDS ${CMAKE_BINARY_DIR}/doc/changelog.gz ${CMAKE_BINARY_DIR}/doc/CHANGELOG.md.gz)
    install(FILES ${CMAKE_BINARY_DIR}/doc/changelog.gz ${CMAKE_BINARY_DIR}/doc/CHANGELOG.md.gz
            DESTINATION ${GP_DOC_DIR})
else()
    install(FILES ${PROJECT_SOURCE_DIR}/CHANGELOG.md DESTINATION ${GP_DOC_DIR})
endif()

include(CPack)
