# Unity builds of the three big libraries (docs/building.md "Where build time goes"): their sources are
# compiled a batch at a time (core: four files of one folder, the others eight files), so the
# Qt, JSON and standard templates they share are instantiated and optimised once per batch instead of once
# per file. This is most of the time of a Release build. The price: names at file scope (anonymous
# namespaces, `using` declarations) must differ between the files of a batch, and a change to one file
# recompiles its batch (dev preset, 2 cores: 48-57 s with the relinks). GP_WITH_UNITY_BUILD=OFF compiles
# file by file.
option(GP_WITH_UNITY_BUILD "Compile the core, CLI and window libraries in batches (unity build)" ON)
add_feature_info(UnityBuild GP_WITH_UNITY_BUILD "core, CLI and window libraries compiled in batches")

# gp_unity_build(TARGET GROUP|BATCH): GROUP uses each source's UNITY_GROUP property, BATCH eight files a batch.
function(gp_unity_build target mode)
    if(NOT GP_WITH_UNITY_BUILD)
        return()
    endif()
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE ${mode})
    if(mode STREQUAL "BATCH")
        set_target_properties(${target} PROPERTIES UNITY_BUILD_BATCH_SIZE 8)
    endif()
endfunction()
