<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Estimation</name>
    <message numerus="yes">
        <source>weights %1 at %2 bytes each, split over %n GPU(s) per replica (tensor parallel)</source>
        <translation>
            <numerusform>weights %1 at %2 bytes each, split over %n GPU per replica (tensor parallel)</numerusform>
            <numerusform>weights %1 at %2 bytes each, split over %n GPUs per replica (tensor parallel)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanService</name>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Recommender</name>
    <message numerus="yes">
        <source>monthly subscription: %n whole month(s)</source>
        <translation>
            <numerusform>monthly subscription: %n whole month</numerusform>
            <numerusform>monthly subscription: %n whole months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n term(s) billed in full</source>
        <translation>
            <numerusform>%1 (%2): %n term billed in full</numerusform>
            <numerusform>%1 (%2): %n terms billed in full</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n month(s) beyond the job</source>
        <translation>
            <numerusform>, %n month beyond the job</numerusform>
            <numerusform>, %n months beyond the job</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>left out: %n configuration(s) scaling below the %1 minimum efficiency (e.g. %2)</source>
        <translation>
            <numerusform>left out: %n configuration scaling below the %1 minimum efficiency (e.g. %2)</numerusform>
            <numerusform>left out: %n configurations scaling below the %1 minimum efficiency (e.g. %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>service runs %n month(s) of 730 hours</source>
        <translation>
            <numerusform>service runs %n month of 730 hours</numerusform>
            <numerusform>service runs %n months of 730 hours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::DetailsPane</name>
    <message numerus="yes">
        <source>Measured with gpu-probe on %1 (%n GPU(s)%2): FP32/FP64 by FMA kernels, the others by cuBLAS matrix multiply; percentages of the dense datasheet figure.</source>
        <translation>
            <numerusform>Measured with gpu-probe on %1 (%n GPU%2): FP32/FP64 by FMA kernels, the others by cuBLAS matrix multiply; percentages of the dense datasheet figure.</numerusform>
            <numerusform>Measured with gpu-probe on %1 (%n GPUs%2): FP32/FP64 by FMA kernels, the others by cuBLAS matrix multiply; percentages of the dense datasheet figure.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::PlanWidget</name>
    <message numerus="yes">
        <source>No totals: %n item(s) cannot be priced (listed above); fix or remove them.</source>
        <translation>
            <numerusform>No totals: %n item cannot be priced (listed above); fix or remove it.</numerusform>
            <numerusform>No totals: %n items cannot be priced (listed above); fix or remove them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::SettingsDialog</name>
    <message numerus="yes">
        <source>%n GPU model(s) measured.</source>
        <translation>
            <numerusform>%n GPU model measured.</numerusform>
            <numerusform>%n GPU models measured.</numerusform>
        </translation>
    </message>
</context>
</TS>
